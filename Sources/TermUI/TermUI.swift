// TermUI module: see README "Layout".
