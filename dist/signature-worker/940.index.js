"use strict";
exports.id = 940;
exports.ids = [940];
exports.modules = {

/***/ 940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pyOracle: () => (/* binding */ pyOracle)
/* harmony export */ });
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(174);

const TOP = /^(typing\.)?(Any|object)$/;
/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
const pyOracle = {
    relate(base, head) {
        if (base.text === head.text)
            return 'equal';
        const byText = (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .textRelation */ .og)(base.text, head.text);
        if (byText)
            return byText;
        // `Any` and `object` both take every value (gradual typing holds them consistent).
        if (TOP.test(base.text) && TOP.test(head.text))
            return 'equal';
        if (TOP.test(base.text))
            return 'narrower';
        if (TOP.test(head.text))
            return 'wider';
        return 'unknown';
    },
    display: (ref) => ref.text,
};


/***/ })

};
;