// Tests of the TermUI module.
