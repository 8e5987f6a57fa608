"""Benchmarks run on demand (``python -m bench``), each printing measured values and a ratio to its goal."""
