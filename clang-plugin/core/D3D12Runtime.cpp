//===- D3D12Runtime.cpp - What the value model knows of D3D12 -------------===//
#include "D3D12Runtime.h"
#include "Compat.h"

#include "clang/AST/DeclCXX.h"

using namespace clang;
using namespace llvm;

namespace psolint {

static StringRef recordTypeName(QualType T) {
  const RecordDecl *RD = compat::recordOf(T);
  if (!RD)
    return StringRef();
  StringRef Name = RD->getName();
  if (Name.empty())
    if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
      Name = TD->getName();
  return Name;
}

bool isStreamDescType(QualType T) {
  return recordTypeName(T) == "D3D12_PIPELINE_STATE_STREAM_DESC";
}

bool isStateObjectDescType(QualType T) {
  StringRef Name = recordTypeName(T);
  return Name == "D3D12_STATE_OBJECT_DESC" || Name == "D3D12_STATE_SUBOBJECT";
}

bool isRuntimeReadName(StringRef Name) {
  return Name == "CreatePipelineState" || Name == "CreateStateObject" ||
         Name == "AddToStateObject";
}

bool isRuntimeRead(const FunctionDecl *FD) {
  return FD && FD->getDeclName().isIdentifier() &&
         isRuntimeReadName(FD->getName()) && !FD->hasBody();
}

bool isHelperClass(const RecordDecl *RD) {
  return RD && RD->getName().starts_with("CD3DX12_");
}

bool isTagEnum(const EnumDecl *ED) {
  return ED && (ED->getName() == "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE" ||
                ED->getName() == "D3D12_STATE_SUBOBJECT_TYPE");
}

bool isPipelineRecordName(StringRef Name) {
  static const char *const Names[] = {"D3D12_PIPELINE_STATE_STREAM_DESC",
                                      "D3D12_GRAPHICS_PIPELINE_STATE_DESC",
                                      "D3D12_COMPUTE_PIPELINE_STATE_DESC",
                                      "D3D12_STATE_OBJECT_DESC",
                                      "D3D12_STATE_SUBOBJECT",
                                      "D3D12_SHADER_BYTECODE",
                                      "D3D12_BLEND_DESC",
                                      "D3D12_RASTERIZER_DESC",
                                      "D3D12_DEPTH_STENCIL_DESC",
                                      "D3D12_DEPTH_STENCIL_DESC1",
                                      "D3D12_RT_FORMAT_ARRAY",
                                      "D3D12_INPUT_LAYOUT_DESC",
                                      "D3D12_STREAM_OUTPUT_DESC",
                                      "DXGI_SAMPLE_DESC",
                                      "D3D12_VIEW_INSTANCING_DESC",
                                      "D3D12_CACHED_PIPELINE_STATE"};
  for (const char *N : Names)
    if (Name == N)
      return true;
  return Name.starts_with("CD3DX12_PIPELINE_STATE_STREAM") ||
         Name.starts_with("CD3DX12_PIPELINE_MESH_STATE_STREAM") ||
         Name.starts_with("CD3DX12_STATE_OBJECT_DESC") ||
         Name.ends_with("_SUBOBJECT");
}

} // namespace psolint
