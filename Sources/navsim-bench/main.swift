import NavsimCLI
print("navsim-bench")
MapDataBench.run()
runTermUIBench()
routingBench()
MapRenderBench.run()
gesturesBench()
gestureAppBench()
TracesBench.run()
