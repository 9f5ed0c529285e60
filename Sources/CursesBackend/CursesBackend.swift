// CursesBackend module: see README "Layout".
