// MapRender module: see README "Layout".
