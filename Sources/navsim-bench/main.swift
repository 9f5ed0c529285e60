import NavsimCLI
print("navsim-bench")
MapDataBench.run()
MapRenderBench.run()
