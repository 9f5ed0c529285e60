import NavsimCLI
print("navsim-bench")
NavigationBench.run()
MapDataBench.run()
routingBench()
TracesBench.run()
runTermUIBench()
gesturesBench()
MatchingBench.run()
