import NavsimCLI
print("navsim-bench")
NavigationBench.run()
