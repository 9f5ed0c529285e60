import NavsimCLI
print("navsim-bench")
runTermUIBench()
