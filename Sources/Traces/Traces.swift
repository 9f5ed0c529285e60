// Traces module: see README "Layout".
