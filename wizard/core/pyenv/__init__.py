"""The Python side: the environment, the installer (uv or pip), TensorFlow, conda and the Jupyter kernel."""
