"""The compatibility catalog: TensorFlow builds, CUDA releases, cuDNN releases, each row with its source."""

from wizard.core.catalog.model import (
    Archive,
    Catalog,
    CudaMajor,
    CudaRelease,
    CudnnRelease,
    Source,
    TfBuild,
)

__all__ = ["Archive", "Catalog", "CudaMajor", "CudaRelease", "CudnnRelease", "Source", "TfBuild"]
