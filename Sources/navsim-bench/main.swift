import NavsimCLI
print("navsim-bench")
MapDataBench.run()
routingBench()
