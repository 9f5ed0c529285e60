import NavsimCLI
print("navsim-bench")
TracesBench.run()
