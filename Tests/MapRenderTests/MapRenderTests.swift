// Tests of the MapRender module.
