// Tests of the Widgets module.
