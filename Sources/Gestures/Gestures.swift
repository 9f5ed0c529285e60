// Gestures module: see README "Layout".
