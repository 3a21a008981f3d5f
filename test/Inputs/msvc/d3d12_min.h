/*
 * d3d12_min.h - just enough Windows and D3D12 for psolint's tests on MSVC targets
 * (--target=x86_64-pc-windows-msvc, --target=i686-pc-windows-msvc), where no Windows SDK exists.
 *
 * The base types are declared as the Windows SDK spells them (SIZE_T is ULONG_PTR, which is
 * 'unsigned __int64' on Win64 and 'unsigned long' on Win32); the D3D12 part is ../d3d12_newkinds.h,
 * so the knobs documented there apply here too (PSOLINT_D3D12_SDK_SHAPE=606 gives the 606 enum,
 * PSOLINT_NEWKINDS_WITH_D3DX12 the d3dx12-like helpers, PSOLINT_TEST_SYSTEM_HEADER a system header).
 */
#ifndef PSOLINT_TEST_MSVC_D3D12_MIN_H
#define PSOLINT_TEST_MSVC_D3D12_MIN_H

#if defined(PSOLINT_TEST_SYSTEM_HEADER)
#pragma clang system_header
#endif

#if defined(_MSC_VER)
#define DECLSPEC_ALIGN(x) __declspec(align(x))
#else
#define DECLSPEC_ALIGN(x) __attribute__((aligned(x)))
#endif

#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif

typedef unsigned int UINT;
typedef int INT;
typedef int BOOL;
typedef float FLOAT;
typedef unsigned char BYTE;
typedef unsigned char UINT8;
typedef const char *LPCSTR;
#if defined(_WIN64)
#if defined(_MSC_VER)
typedef unsigned __int64 ULONG_PTR;
#else
typedef unsigned long long ULONG_PTR;
#endif
#else
typedef unsigned long ULONG_PTR;
#endif
typedef ULONG_PTR SIZE_T;

/* Tells ../d3d12_newkinds.h that the base types above are already declared. */
#define PSOLINT_MSVC_D3D12_MIN_BASE_TYPES 1
#include "../d3d12_newkinds.h"

#endif /* PSOLINT_TEST_MSVC_D3D12_MIN_H */
