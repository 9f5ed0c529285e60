// Tests of the Traces module.
