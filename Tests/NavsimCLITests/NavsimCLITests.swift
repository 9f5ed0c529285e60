// Tests of the NavsimCLI module.
