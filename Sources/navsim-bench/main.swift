import NavsimCLI
print("navsim-bench")
MapDataBench.run()
TracesBench.run()
runTermUIBench()
gesturesBench()
