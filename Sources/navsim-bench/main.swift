import NavsimCLI
print("navsim-bench")
gesturesBench()
