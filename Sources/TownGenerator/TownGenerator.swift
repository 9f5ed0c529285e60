// TownGenerator module: see README "Layout".
