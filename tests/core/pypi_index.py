"""Tiny real wheels and a real PEP 503 simple index on 127.0.0.1, for installing with uv and pip in tests.

The wheels are written by :func:`make_wheel` (a zip with METADATA, WHEEL and a RECORD of sha256 hashes,
the format of PEP 427/PEP 376), so the tests need no build backend and no network. The index is a folder
served by ``http.server``: ``/simple/<name>/`` lists the files with their ``#sha256=`` fragments, which uv and
pip check after download, and the core metadata of each wheel (PEP 658) the way real indexes serve it.
"""

from __future__ import annotations

import base64
import contextlib
import ensurepip
import functools
import hashlib
import io
import re
import sys
import tarfile
import threading
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tests.suite_temp import session_folder


def normalise(name: str) -> str:
    """PEP 503 name normalisation."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def make_wheel(
    folder: Path, name: str, version: str, *, files: dict[str, str] | None = None, requires: tuple[str, ...] = (),
    extras: dict[str, tuple[str, ...]] | None = None,
) -> Path:
    """A pure-Python wheel ``name-version-py3-none-any.whl``; ``files`` maps paths in site-packages to text."""
    dist = name.replace("-", "_")
    module = dist.lower()
    contents = dict(files or {f"{module}/__init__.py": f"__version__ = {version!r}\n"})
    info = f"{dist}-{version}.dist-info"
    metadata = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    metadata += [f"Requires-Dist: {req}" for req in requires]
    for extra, reqs in (extras or {}).items():
        metadata.append(f"Provides-Extra: {extra}")
        metadata += [f'Requires-Dist: {req} ; extra == "{extra}"' for req in reqs]
    contents[f"{info}/METADATA"] = "\n".join(metadata) + "\n"
    contents[f"{info}/WHEEL"] = "Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = [f"{path},{_record_hash(text.encode())},{len(text.encode())}" for path, text in contents.items()]
    contents[f"{info}/RECORD"] = "\n".join([*record, f"{info}/RECORD,,"]) + "\n"
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / f"{dist}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in contents.items():
            archive.writestr(path, text)
    return wheel


_BACKEND = """\
from pathlib import Path

def _ran(*_args, **_kwargs):
    Path({marker!r}).write_text("setup code of the sdist ran\\n")
    raise RuntimeError("this sdist only proves whether its build code runs")

get_requires_for_build_wheel = build_wheel = build_sdist = prepare_metadata_for_build_wheel = _ran
"""


_BUILDING_BACKEND = """\
import base64, hashlib, zipfile
from pathlib import Path

def _hash(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

def get_requires_for_build_wheel(config_settings=None):
    return []

def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    Path({marker!r}).write_text("setup code of the sdist ran\\n")
    info = {dist!r} + "-" + {version!r} + ".dist-info"
    files = {{{module!r} + ".py": b"VERSION = " + repr({version!r}).encode() + b"\\n",
             info + "/METADATA": ("Metadata-Version: 2.1\\nName: " + {name!r} + "\\nVersion: " + {version!r}
                                  + "\\n").encode(),
             info + "/WHEEL": b"Wheel-Version: 1.0\\nGenerator: tests\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n"}}
    record = [path + "," + _hash(data) + "," + str(len(data)) for path, data in files.items()]
    files[info + "/RECORD"] = ("\\n".join(record + [info + "/RECORD,,"]) + "\\n").encode()
    name = {dist!r} + "-" + {version!r} + "-py3-none-any.whl"
    with zipfile.ZipFile(Path(wheel_directory) / name, "w") as archive:
        for path, data in files.items():
            archive.writestr(path, data)
    return name
"""


def make_sdist(folder: Path, name: str, version: str, *, marker: Path, builds: bool = False) -> Path:
    """A real sdist ``name-version.tar.gz`` whose in-tree PEP 517 backend (no build requirements, so nothing
    else must be on the index) writes ``marker`` when any installer runs its build code, then fails; with
    ``builds`` it then makes a real pure-Python wheel (module ``name``, ``VERSION = version``) instead."""
    base = f"{name.replace('-', '_')}-{version}"
    code = (_BUILDING_BACKEND.format(marker=str(marker), dist=name.replace("-", "_"), module=name.replace("-", "_"),
                                     name=name, version=version)
            if builds else _BACKEND.format(marker=str(marker)))
    contents = {
        "PKG-INFO": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        "pyproject.toml": '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["."]\n',
        "backend.py": code,
    }
    folder.mkdir(parents=True, exist_ok=True)
    sdist = folder / f"{base}.tar.gz"
    with tarfile.open(sdist, "w:gz") as archive:
        for path, text in contents.items():
            data = text.encode()
            info = tarfile.TarInfo(f"{base}/{path}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return sdist


def pip_wheel(version: str | None = None) -> Path:
    """Real pip, the wheel Python ships for ensurepip: a venv made by uv gets pip from the index, so every test
    index serves it (installed by the real installers). With ``version`` (default: the release the catalog
    pins for this Python, which the wizard asks for) the same code is relabelled as that release: its
    dist-info, METADATA and RECORD say ``version``; ``pip --version`` still prints the code's own number."""
    found = sorted((Path(ensurepip.__file__).parent / "_bundled").glob("pip-*.whl"))
    if not found:
        raise FileNotFoundError("this Python ships no ensurepip wheel of pip")
    if version is None:
        from wizard.core.pyenv.tooling import pinned_version

        version = pinned_version("pip", f"{sys.version_info.major}.{sys.version_info.minor}")
    return _relabelled(found[-1], version)


@functools.cache
def _relabelled(wheel: Path, version: str) -> Path:
    """``wheel`` (pip) as release ``version``: renamed dist-info, new Version line, RECORD rewritten."""
    old = wheel.name.split("-")[1]
    with zipfile.ZipFile(wheel) as source:
        contents = {name.replace(f"pip-{old}.dist-info", f"pip-{version}.dist-info"): source.read(name)
                    for name in source.namelist()}
    info = f"pip-{version}.dist-info"
    contents[f"{info}/METADATA"] = re.sub(rb"(?m)^Version: .*$", f"Version: {version}".encode(),
                                          contents[f"{info}/METADATA"], count=1)
    record = [f"{path},{_record_hash(data)},{len(data)}" for path, data in contents.items()
              if path != f"{info}/RECORD"]
    contents[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()
    target = session_folder("pip-wheels") / f"pip-{version}-py3-none-any.whl"  # removed when the run ends
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in contents.items():
            archive.writestr(path, data)
    return target


@dataclass
class SimpleIndex:
    """A served index: ``url`` is its ``/simple/`` address, ``requests`` the paths asked for."""

    root: Path
    port: int = 0
    delay: float = 0.0
    auth: str | None = None
    refused: int = 0
    requests: list[str] = field(default_factory=list)
    stall: str = ""  # a file name: a GET of it hangs (``stalled`` set) until ``release`` is set
    stalled: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        """The index address to give uv or pip."""
        return f"http://127.0.0.1:{self.port}/simple/"

    def publish(self, wheels: list[Path], *, corrupt: tuple[str, ...] = ()) -> None:
        """Write the project pages for ``wheels`` (lying about the hashes of the projects named in ``corrupt``)."""
        projects: dict[str, list[Path]] = {}
        for wheel in wheels:
            target = self.root / "files" / wheel.name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(wheel.read_bytes())
            projects.setdefault(normalise(wheel.name.split("-")[0]), []).append(target)
        for project, files in projects.items():
            links = []
            for file in files:
                digest = hashlib.sha256(file.read_bytes() + (b"x" if project in corrupt else b"")).hexdigest()
                links.append(f'<a href="/files/{file.name}#sha256={digest}"{_metadata_attributes(file)}>'
                             f'{file.name}</a><br>')
            page = self.root / "simple" / project / "index.html"
            page.parent.mkdir(parents=True, exist_ok=True)
            page.write_text("<!DOCTYPE html><html><body>\n" + "\n".join(links) + "\n</body></html>\n")
        names = sorted(p.name for p in (self.root / "simple").iterdir() if p.is_dir())
        (self.root / "simple" / "index.html").write_text(
            "<!DOCTYPE html><html><body>\n" + "\n".join(f'<a href="/simple/{n}/">{n}</a>' for n in names)
            + "\n</body></html>\n")


def _metadata_attributes(file: Path) -> str:
    """A wheel's link names its core metadata file (PEP 658/714); an sdist's has none, as on real indexes."""
    if not file.name.endswith(".whl"):
        return ""
    meta = _write_core_metadata(file)
    return f' data-core-metadata="sha256={meta}" data-dist-info-metadata="sha256={meta}"'


def _write_core_metadata(wheel: Path) -> str:
    """``<wheel>.metadata`` beside the wheel (PEP 658), so installers resolve without fetching whole wheels."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        data = archive.read(name)
    wheel.with_name(wheel.name + ".metadata").write_bytes(data)
    return hashlib.sha256(data).hexdigest()


class _QuietHandler(SimpleHTTPRequestHandler):
    index: SimpleIndex

    def do_GET(self) -> None:
        """Serve, after the index's ``delay`` (a stalled mirror), to a client with the ``auth`` header if set."""
        if self.index.delay:
            time.sleep(self.index.delay)
        if self.index.stall and self.path.endswith("/" + self.index.stall):
            self.index.stalled.set()
            self.index.release.wait(120)
        if self.index.auth is not None and self.headers.get("Authorization") != self.index.auth:
            self.index.refused += 1
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="index"')
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:  # http.server's signature
        """Quiet: tests read ``index.requests``."""
        self.index.requests.append(self.path)


@contextlib.contextmanager
def serving_index(root: Path) -> Iterator[SimpleIndex]:
    """A PEP 503 index over ``root`` on a free loopback port for the ``with`` block."""
    root.mkdir(parents=True, exist_ok=True)
    index = SimpleIndex(root)
    handler = type("Handler", (_QuietHandler,), {"index": index})
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    server.daemon_threads = True
    index.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield index
    finally:
        server.shutdown()
        server.server_close()
