// Navigation module: see README "Layout".
