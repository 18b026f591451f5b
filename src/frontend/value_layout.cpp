#include "frontend/value_layout.hpp"

#include "frontend/record_walk.hpp"
#include "frontend/spelling.hpp"

#include <clang/AST/APValue.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/RecordLayout.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Basic/TargetInfo.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

// Depth-first over bases, fields, arrays and vectors; padding is skipped.
// `designator` names the current subobject for offsetof while `checkable`.
class LeafCollector {
public:
  LeafCollector(const ASTContext &ctx, std::vector<model::Leaf> &leaves)
      : ctx_(ctx), leaves_(leaves) {}

  void add(QualType type, unsigned long long base,
           const std::string &designator, bool checkable) {
    type = type.getCanonicalType();
    if (const auto *array = ctx_.getAsConstantArrayType(type)) {
      QualType element = array->getElementType();
      const unsigned long long size = sizeInBytes(ctx_, element);
      for (unsigned long long i = 0; i < array->getZExtSize(); ++i)
        add(element, base + i * size,
            designator + "[" + std::to_string(i) + "]",
            checkable && !designator.empty());
      return;
    }
    if (const auto *vector = type->getAs<VectorType>()) {
      const unsigned long long size =
          sizeInBytes(ctx_, vector->getElementType());
      for (unsigned i = 0; i < vector->getNumElements(); ++i)
        leaves_.push_back({base + i * size, size, ""});
      return;
    }
    if (const auto *record = type->getAsCXXRecordDecl()) {
      addRecord(record, base, designator, checkable);
      return;
    }
    if (type->isArrayType())
      throw UnspellableError{"a variable-length or incomplete array"};
    leaves_.push_back(
        {base, sizeInBytes(ctx_, type), checkable ? designator : ""});
  }

private:
  void addRecord(const CXXRecordDecl *record, unsigned long long base,
                 const std::string &designator, bool checkable) {
    if (record->getNumVBases() != 0)
      throw UnspellableError{"'" + record->getNameAsString() +
                             "' has virtual bases"};
    bool inBitFieldRun = false;
    forEachSubobject(ctx_, record, [&](const Subobject &sub) {
      if (sub.field == nullptr) {
        // A base's members are named through the derived class.
        add(sub.type, base + sub.offset, designator, checkable);
        inBitFieldRun = false;
        return true;
      }
      const FieldDecl *field = sub.field;
      if (field->isBitField()) {
        inBitFieldRun = addBitField(record, field, base, inBitFieldRun);
        return true;
      }
      inBitFieldRun = false;
      // Standard-library members have implementation-specific names.
      const bool nameable =
          field->getAccess() == AS_public &&
          field->getIdentifier() != nullptr &&
          !ctx_.getSourceManager().isInSystemHeader(field->getLocation());
      add(sub.type, base + sub.offset,
          designator + (designator.empty() ? "" : ".") +
              field->getNameAsString(),
          checkable && nameable);
      return true;
    });
  }

  // A bit-field has no address: its leaf is the whole bytes that hold it,
  // merged with those of the bit-fields just before it (`inRun`) when they
  // touch, so a run of bit-fields is one leaf at Clang's offsets. Returns
  // whether the run goes on (a zero-width bit-field ends it).
  bool addBitField(const CXXRecordDecl *record, const FieldDecl *field,
                   unsigned long long base, bool inRun) {
    const unsigned width = field->getBitWidthValue(ctx_);
    if (width == 0)
      return false;
    const unsigned long long bit =
        ctx_.getASTRecordLayout(record).getFieldOffset(field->getFieldIndex());
    const unsigned long long first = base + bit / 8;
    const unsigned long long end = base + (bit + width + 7) / 8;
    if (inRun && !leaves_.empty() &&
        first <= leaves_.back().offset + leaves_.back().size) {
      model::Leaf &run = leaves_.back();
      run.size = std::max(run.size, end - run.offset);
      return true;
    }
    leaves_.push_back({first, end - first, ""}); // offsetof cannot name it
    return true;
  }

  const ASTContext &ctx_;
  std::vector<model::Leaf> &leaves_;
};

// Writes a constant value into bytes laid out as the target lays it out.
class ValueWriter {
public:
  ValueWriter(const ASTContext &ctx, std::vector<unsigned char> &bytes)
      : ctx_(ctx), bytes_(bytes) {}

  // Writes `v` (of type `type`) at `offset`; false when a part of it has no
  // portable bytes (a pointer, say).
  bool write(const APValue &v, QualType type, unsigned long long offset) {
    type = type.getCanonicalType();
    switch (v.getKind()) {
    case APValue::Int:
      return writeBits(v.getInt(), sizeInBytes(ctx_, type), offset);
    case APValue::Float:
      return writeBits(v.getFloat().bitcastToAPInt(), sizeInBytes(ctx_, type),
                       offset);
    case APValue::Struct:
      return writeStruct(v, type, offset);
    case APValue::Array:
      return writeArray(v, type, offset);
    case APValue::Vector:
      return writeVector(v, type, offset);
    case APValue::Union:
    case APValue::None:
    case APValue::Indeterminate:
      return true; // nothing to write: zero bytes
    default:
      return false; // pointers and other values have no portable bytes
    }
  }

private:
  // The low `size` bytes of `bits`, in the target's byte order.
  bool writeBits(const llvm::APInt &bits, unsigned long long size,
                 unsigned long long offset) {
    for (unsigned long long i = 0; i < size && i * 8 < bits.getBitWidth();
         ++i) {
      const unsigned long long index = ctx_.getTargetInfo().isBigEndian()
                                           ? offset + size - 1 - i
                                           : offset + i;
      if (index >= bytes_.size())
        return false;
      bytes_[index] = static_cast<unsigned char>(bits.extractBitsAsZExtValue(
          std::min<unsigned>(8, bits.getBitWidth() - i * 8), i * 8));
    }
    return true;
  }

  bool writeStruct(const APValue &v, QualType type, unsigned long long offset) {
    const auto *record = type->getAsCXXRecordDecl();
    if (record == nullptr)
      return false;
    return forEachSubobject(ctx_, record, [&](const Subobject &sub) {
      const APValue &part = sub.field == nullptr
                                ? v.getStructBase(sub.baseIndex)
                                : v.getStructField(sub.field->getFieldIndex());
      if (sub.field != nullptr && sub.field->isBitField())
        return writeBitField(part, record, sub.field, offset);
      return write(part, sub.type, offset + sub.offset);
    });
  }

  // A bit-field's bits at the bit offset Clang gives it in `record` (at
  // `offset`); little-endian targets only (false otherwise).
  bool writeBitField(const APValue &v, const CXXRecordDecl *record,
                     const FieldDecl *field, unsigned long long offset) {
    const unsigned width = field->getBitWidthValue(ctx_);
    if (width == 0 || field->isUnnamedBitField())
      return true; // holds no value
    if (!v.isInt() || ctx_.getTargetInfo().isBigEndian())
      return false;
    const unsigned long long first =
        offset * 8 +
        ctx_.getASTRecordLayout(record).getFieldOffset(field->getFieldIndex());
    const llvm::APSInt &value = v.getInt();
    for (unsigned j = 0; j < width && j < value.getBitWidth(); ++j) {
      const unsigned long long at = first + j;
      if (at / 8 >= bytes_.size())
        return false;
      if (value[j])
        bytes_[at / 8] |= static_cast<unsigned char>(1u << (at % 8));
    }
    return true;
  }

  bool writeArray(const APValue &v, QualType type, unsigned long long offset) {
    const auto *array = ctx_.getAsConstantArrayType(type);
    if (array == nullptr)
      return false;
    const QualType element = array->getElementType();
    const unsigned long long size = sizeInBytes(ctx_, element);
    for (unsigned i = 0; i < v.getArraySize(); ++i) {
      const APValue &e = i < v.getArrayInitializedElts()
                             ? v.getArrayInitializedElt(i)
                             : v.getArrayFiller();
      if (!write(e, element, offset + i * size))
        return false;
    }
    return true;
  }

  bool writeVector(const APValue &v, QualType type, unsigned long long offset) {
    const auto *vector = type->getAs<VectorType>();
    const unsigned long long size = sizeInBytes(ctx_, vector->getElementType());
    for (unsigned i = 0; i < v.getVectorLength(); ++i)
      if (!write(v.getVectorElt(i), vector->getElementType(),
                 offset + i * size))
        return false;
    return true;
  }

  const ASTContext &ctx_;
  std::vector<unsigned char> &bytes_;
};

// The bytes of the specialization_id's default value (its only field),
// when Clang can evaluate the initializer; empty otherwise.
std::vector<unsigned char> defaultBytes(const VarDecl *var, QualType value,
                                        unsigned long long size,
                                        const ASTContext &ctx) {
  const VarDecl *definition = var->getDefinition();
  if (definition == nullptr || definition->getInit() == nullptr ||
      !definition->hasConstantInitialization())
    return {}; // set at run time: no bytes known here
  const APValue *object = definition->evaluateValue();
  if (object == nullptr || !object->isStruct() ||
      object->getStructNumFields() < 1)
    return {};
  std::vector<unsigned char> bytes(size, 0);
  if (!ValueWriter(ctx, bytes).write(object->getStructField(0), value, 0))
    return {};
  return bytes;
}

// T of specialization_id<T>; null when unknown here.
QualType valueTypeOf(const VarDecl *var) {
  const auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      var->getType()->getAsCXXRecordDecl());
  if (spec == nullptr || spec->getTemplateArgs().size() < 1 ||
      spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return {}; // a user-defined class: no value layout
  QualType value = spec->getTemplateArgs()[0].getAsType().getCanonicalType();
  if (value->isIncompleteType() || value->isDependentType())
    return {};
  return value;
}

} // namespace

llvm::Expected<model::SpecConstant>
describeSpecConstant(const VarDecl *var, const ASTContext &ctx,
                     ClassAliases *aliases) {
  model::SpecConstant constant;
  const QualType value = valueTypeOf(var);
  if (value.isNull())
    return constant;
  // A type the footer cannot write (a local class, say) still has a
  // layout; only the compile-time checks are left out. So for a type that
  // involves a non-public member class or enumeration: the footer, at
  // namespace scope, may not name it (g++ and clang++ refuse).
  try {
    if (!namesNonPublicMember(value))
      constant.valueType = spellType(value, ctx, aliases);
  } catch (const UnspellableError &) {
    constant.valueType.clear();
  }
  try {
    model::ValueLayout layout;
    layout.size = sizeInBytes(ctx, value);
    const auto *record = value->getAsCXXRecordDecl();
    LeafCollector(ctx, layout.leaves)
        .add(value, 0, "",
             record != nullptr && record->isStandardLayout() &&
                 !constant.valueType.empty());
    layout.defaultValue = defaultBytes(var, value, layout.size, ctx);
    constant.layout = std::move(layout);
  } catch (const UnspellableError &error) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   error.message);
  }
  return constant;
}

} // namespace syclfg::frontend
