import TownGenerator
print("navsim-towngen: not built yet")
