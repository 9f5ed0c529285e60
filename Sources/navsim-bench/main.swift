import NavsimCLI
print("navsim-bench")
