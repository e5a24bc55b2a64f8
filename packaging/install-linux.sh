#!/bin/sh
# Install the built one-file game for the current user on Linux: the program, its menu entry and
# its icons (no root needed). Run after `python build/build.py`:  sh packaging/install-linux.sh
# Remove with:  sh packaging/install-linux.sh --uninstall
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
bin_dir="${XDG_BIN_HOME:-$HOME/.local/bin}"
data_dir="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes="16 32 48 64 128 256 512"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin_dir/oh7" "$data_dir/applications/oh7.desktop"
    for size in $sizes; do rm -f "$data_dir/icons/hicolor/${size}x${size}/apps/oh7.png"; done
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data_dir/applications" || true
    echo "oh7 removed"
    exit 0
fi

if [ ! -x "$root/dist/oh7" ]; then
    echo "install-linux: dist/oh7 is missing: build it first with python build/build.py" >&2
    exit 1
fi
mkdir -p "$bin_dir" "$data_dir/applications"
cp "$root/dist/oh7" "$bin_dir/oh7"
for size in $sizes; do
    mkdir -p "$data_dir/icons/hicolor/${size}x${size}/apps"
    cp "$root/assets/icons/oh7-$size.png" "$data_dir/icons/hicolor/${size}x${size}/apps/oh7.png"
done
# The menu entry names the program by its full path, so ~/.local/bin need not be on PATH.
sed -e "s|^Exec=oh7$|Exec=$bin_dir/oh7|" -e "s|^TryExec=oh7$|TryExec=$bin_dir/oh7|" \
    "$here/oh7.desktop" > "$data_dir/applications/oh7.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data_dir/applications" || true
echo "installed $bin_dir/oh7 and its menu entry (Games > Oh 7 ?)"
