/* psolint demo: the engine's one include of D3D12 (DirectX-Headers on Linux, the SDK or mingw-w64 on Windows). */
#ifndef ENGINE_D3D12_INCLUDE_H
#define ENGINE_D3D12_INCLUDE_H

#if defined(_WIN32)
#include <windows.h>
#include <d3d12.h>
#if defined(__cplusplus)
#include <d3dx12.h>
#endif
#else
/* DirectX-Headers' WSL adapter supplies the Windows types the headers need. */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#if defined(__cplusplus)
#include <directx/d3dx12.h>
#endif
#endif

#endif /* ENGINE_D3D12_INCLUDE_H */
