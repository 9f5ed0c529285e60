// Tests of the MapData module.
