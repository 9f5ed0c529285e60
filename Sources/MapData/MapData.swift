// MapData module: see README "Layout".
