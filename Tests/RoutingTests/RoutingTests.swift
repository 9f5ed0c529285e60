// Tests of the Routing module.
