"""tfgpu-wizard: from an NVIDIA card to TensorFlow training on it, with proof."""

__version__ = "0.1.0"
