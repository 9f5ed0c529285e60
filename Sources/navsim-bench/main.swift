import NavsimCLI
print("navsim-bench")
MapDataBench.run()
routingBench()
TracesBench.run()
runTermUIBench()
gesturesBench()
