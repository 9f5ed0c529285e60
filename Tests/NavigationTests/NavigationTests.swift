// Tests of the Navigation module.
