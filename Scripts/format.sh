#!/usr/bin/env bash
# Formats the Swift sources in place with the toolchain's swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive Sources Tests Plugins Package.swift Benchmarks/Sources Benchmarks/Tests Benchmarks/Package.swift \
    Examples/MyGallery/Sources Examples/MyGallery/Tests Examples/MyGallery/Package.swift
