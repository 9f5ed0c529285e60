import NavsimCLI
print("navsim-bench")
MapDataBench.run()
routingBench()
MapRenderBench.run()
TracesBench.run()
runTermUIBench()
gesturesBench()
