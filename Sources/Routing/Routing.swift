// Routing module: see README "Layout".
