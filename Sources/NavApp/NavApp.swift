// NavApp module: see README "Layout".
