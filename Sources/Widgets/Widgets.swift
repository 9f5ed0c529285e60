// Widgets module: see README "Layout".
