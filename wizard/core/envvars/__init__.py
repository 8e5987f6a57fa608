"""Pure environment-variable logic: PATH lists, CUDA_PATH names, warnings. No I/O, property-tested."""
