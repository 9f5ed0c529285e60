// Tests of the NavApp module.
