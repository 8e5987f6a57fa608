"""Putting CUDA and cuDNN in place: the copy transaction, the toolkit installer, and their journaled operations."""
