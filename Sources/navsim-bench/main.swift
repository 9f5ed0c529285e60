import NavsimCLI
print("navsim-bench")
routingBench()
