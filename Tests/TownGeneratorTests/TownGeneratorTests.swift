// Tests of the TownGenerator module.
