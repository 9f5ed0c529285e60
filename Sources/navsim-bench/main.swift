import NavsimCLI
print("navsim-bench")
TracesBench.run()
MapDataBench.run()
routingBench()
MatchingBench.run()
