/// A read prefetch hint, which Swift has no word for: LLVM's `llvm.prefetch` intrinsic, called by its name (the
/// intrinsic is lowered to the machine's prefetch instruction, `prefetcht0` on x86-64, in debug and release builds
/// alike). The hierarchy search asks for the memory of the node it settles next while it settles this one, so the
/// two nodes' cache misses overlap (issue 17). A hint only: it never faults, whatever the address, and changes no
/// result.
@_silgen_name("llvm.prefetch.p0")
func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)

/// Asks for the cache line holding `address`, to read it soon (into every cache level; data, not instructions).
@inline(__always)
func prefetch(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
