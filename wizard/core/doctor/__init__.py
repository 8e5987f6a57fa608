"""The doctor: known TensorFlow, CUDA and pip log signatures explained with cause and fix."""
