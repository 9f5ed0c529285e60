// TerminalText, the one terminal-safe text policy, moved from this module (Cell.swift) to the leaf module Text, which
// holds one of each shared mechanism. Re-exported so that the widgets, the map and the command line keep reaching it
// through TermUI, where they always found it.
@_exported import Text
