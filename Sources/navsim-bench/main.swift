import NavsimCLI
print("navsim-bench")
TracesBench.run()
runTermUIBench()
gesturesBench()
